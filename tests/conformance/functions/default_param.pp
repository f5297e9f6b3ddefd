function f($x, $y = 10) { $x + $y }
notice(f(1))
notice(f(1, 2))
