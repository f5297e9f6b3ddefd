$x = $y = 3
notice($x, $y)
