$r = [1,2,3].map |$x| { if $x == 2 { next(99) } $x }
notice($r)
