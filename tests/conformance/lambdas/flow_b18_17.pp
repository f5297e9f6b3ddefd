$r = [1,2].each |$x| { next() }
notice($r)
