notice("abc)
