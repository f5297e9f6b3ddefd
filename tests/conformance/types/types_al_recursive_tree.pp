type Tree = Variant[Integer, Array[Tree]]
notice([1, [2, [3]]] =~ Tree)
notice([1, ['a']] =~ Tree)
notice(Tree)
