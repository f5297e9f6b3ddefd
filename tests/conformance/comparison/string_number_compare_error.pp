notice('a' < 1)
