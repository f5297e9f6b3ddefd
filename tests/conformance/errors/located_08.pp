function f($x) { $x[0] }
notice(f(1))
