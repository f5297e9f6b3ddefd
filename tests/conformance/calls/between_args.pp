function f($x, $y = 1) { $x }
notice(f(1, 2, 3))
