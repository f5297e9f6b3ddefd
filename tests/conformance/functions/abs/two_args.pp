abs(1, 2)
