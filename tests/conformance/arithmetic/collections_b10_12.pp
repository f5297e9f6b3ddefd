notice('a' << 1)
