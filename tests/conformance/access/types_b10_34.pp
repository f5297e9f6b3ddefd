notice(Array[Integer, 2][1])
