[1, 2].each |Integer $x| { notice($x) }
