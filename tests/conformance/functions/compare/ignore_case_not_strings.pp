compare(1, 2, true)
