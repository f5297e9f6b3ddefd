notice(Array[Integer, 3]([1, 2]))
