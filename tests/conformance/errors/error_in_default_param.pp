function f($x = 1 / 0) { $x }
notice(f())
