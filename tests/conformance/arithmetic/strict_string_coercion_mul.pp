$x = '2.5'
notice($x * 2)
