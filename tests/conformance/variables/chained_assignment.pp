$x = $y = 0
notice($x)
notice($y)
