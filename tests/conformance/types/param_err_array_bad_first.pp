notice(Array[1])
