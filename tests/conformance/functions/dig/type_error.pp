dig(1, 2)
