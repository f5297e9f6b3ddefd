function f($x, $y, *$z) { $x }
notice(f(1))
