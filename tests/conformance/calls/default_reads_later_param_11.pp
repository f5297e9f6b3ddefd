function f($x = $y) { $x } notice(1.f)
