String.each |$x| { notice($x) }
