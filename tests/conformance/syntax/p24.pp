$x = 'abc'
notice($x[1,2,3])
