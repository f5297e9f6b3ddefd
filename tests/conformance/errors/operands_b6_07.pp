notice('a' * 2)
