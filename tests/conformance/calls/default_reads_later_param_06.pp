function f($x = [1].map |$v| { $y }, $y = 1) { $x } notice(f())
