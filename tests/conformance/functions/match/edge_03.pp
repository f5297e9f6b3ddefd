notice("abc".match("b"))
