$__x = 1 notice($__x)
