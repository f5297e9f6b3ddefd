notice(Array[::String])
