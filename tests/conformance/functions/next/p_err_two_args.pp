notice([1, 2].map |$x| { next($x, 2) })
