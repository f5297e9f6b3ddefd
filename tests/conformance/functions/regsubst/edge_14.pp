notice("abc".regsubst("c", "\\\\"))
