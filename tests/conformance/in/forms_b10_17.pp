notice('a' in 1)
