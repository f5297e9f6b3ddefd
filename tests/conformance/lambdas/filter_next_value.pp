notice([1, 2, 3, 4].filter |$v| { next($v > 2) })
