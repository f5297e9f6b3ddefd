function f($x) { $x * 2 }
notice(f(4))
$g = [1,2].map |$v| { f($v) }
notice($g)
