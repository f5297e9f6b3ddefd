notice(Array[])
