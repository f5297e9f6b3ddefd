notice("abc"[-2,1])
