function f($x, $y = $x * 2) { $y }
notice(f(4))
