function f($x = $nope) { $x }
notice(f())
