notice([1,2,3].reduce |$m, $x| { next($m * $x) })
