notice(Array[Integer, 3, 3]([1, 2]))
