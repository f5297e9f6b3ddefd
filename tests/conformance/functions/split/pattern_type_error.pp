split('a', 1)
