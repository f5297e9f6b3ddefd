index(1.5, 1)
