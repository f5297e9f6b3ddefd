$x = [1] notice($x.if)
