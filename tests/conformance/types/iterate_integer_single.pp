Integer[7, 7].each |$x| { notice($x) }
notice(Integer[7, 7].map |$x| { $x })
