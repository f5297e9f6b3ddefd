$x = Integer[3, 5]
notice($x[0], $x[1])
