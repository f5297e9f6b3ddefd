$x = 4 / 2 # div
notice($x)
