notice(5.each |$x| { notice($x) })
