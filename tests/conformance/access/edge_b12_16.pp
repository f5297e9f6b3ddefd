notice("abc"[-4, 2])
