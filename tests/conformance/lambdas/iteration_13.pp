notice("abc".foo)
