notice(Type("  Array[  Integer[a] ]"))
