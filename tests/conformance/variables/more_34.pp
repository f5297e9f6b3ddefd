$name = 1
