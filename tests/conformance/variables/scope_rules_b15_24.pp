[1].each |$x| { [2].each |$y| { notice($x + $y) } }
