notice(sprintf("%b %B %X %#x %#o", 5, 5, 255, 255, 8))
