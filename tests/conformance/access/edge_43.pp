notice("abc"[1.0])
