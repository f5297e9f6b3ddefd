function f($x) { next($x * 2) 'unreached' }
notice(f(3))
