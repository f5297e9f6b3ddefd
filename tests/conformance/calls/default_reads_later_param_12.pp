function f($x = 1, $y = [$x].map |$v| { $v + $z }, $z = 2) { $y } notice(f())
