function f($x = $x) { $x } notice(f())
