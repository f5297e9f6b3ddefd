notice(type(1.5))
1.5.each |$x| { notice($x) }
