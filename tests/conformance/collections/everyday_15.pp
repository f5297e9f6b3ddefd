notice("abc".reverse)
