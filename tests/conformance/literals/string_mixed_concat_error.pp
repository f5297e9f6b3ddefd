notice('a' + 1)
