function f($x) { $x }
notice(f())
