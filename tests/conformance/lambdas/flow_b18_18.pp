notice([1,2,3].filter |$x| { next($x != 2) })
