compare(1)
