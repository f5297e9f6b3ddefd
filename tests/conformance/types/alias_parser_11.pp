type A = Variant[Integer, Array[A]]
notice(A)
notice([1,[2,[3]]] =~ A)
