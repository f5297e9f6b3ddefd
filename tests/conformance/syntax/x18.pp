$x = Integer $y = 1
