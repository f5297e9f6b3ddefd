[1].each |$x| { [2].each |$x| { notice($x) } }
