notice("abc"[5])
