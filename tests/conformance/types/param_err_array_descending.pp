notice(Array[Integer, 3, 1])
