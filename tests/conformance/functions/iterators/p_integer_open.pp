Integer[1, default].each |$x| { notice($x) }
