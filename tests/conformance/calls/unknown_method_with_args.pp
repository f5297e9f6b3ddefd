notice("abc".foo(1))
