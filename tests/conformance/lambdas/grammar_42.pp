function f($x) { $x } notice(f 1)
