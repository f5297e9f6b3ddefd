notice('abc'.each |$x| { notice($x) })
