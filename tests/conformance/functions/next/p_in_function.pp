function f($x) { if $x > 1 { next($x) } 0 }
notice(f(5))
