notice([1,2,3].map |$x| { if $x == 2 { next(20) } $x })
notice([1,2,3].filter |$x| { next($x != 2) })
notice([1,2,3].map |$x| { if $x == 2 { next() } $x })
