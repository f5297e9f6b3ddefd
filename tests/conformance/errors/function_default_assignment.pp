function f($x = ($y = 2)) { $x }
notice(f())
