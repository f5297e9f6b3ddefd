[1].each |String $x| { notice($x) }
