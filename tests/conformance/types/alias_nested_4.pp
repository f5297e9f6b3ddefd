type A = Array[Integer[a]]
notice(Type("Array[Integer[a]]"))
