$x = 4 /2/ 2
notice($x)
