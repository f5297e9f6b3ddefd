function f($x) { $x } notice(f(x => 1))
