Integer[1, 4].each |$i| { notice($i) }
notice(Integer[1,3].map |$x| { $x * 2 })
