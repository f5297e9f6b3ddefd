$x = [1] + {a => 1}
notice($x)
