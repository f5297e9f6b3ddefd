function f($x = 1, $y) { 1 }
notice(f(1, 2))
