$l = [1,2,3].map |$x| { next() }
notice($l)
