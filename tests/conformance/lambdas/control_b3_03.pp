$r = [1,2,3].filter |$x| { if $x == 2 { next(false) } true }
notice($r)
