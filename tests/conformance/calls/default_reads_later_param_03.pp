[1].each |$a, $x = $y, $y = 1| { notice($x) }
