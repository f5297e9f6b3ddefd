$x = [1, # c
 2, /* d */ 3]
notice($x)
