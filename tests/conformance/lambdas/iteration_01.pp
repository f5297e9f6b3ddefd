5.each |$x| { notice($x) }
