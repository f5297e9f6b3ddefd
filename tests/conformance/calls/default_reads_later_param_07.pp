function f($x = $y, $y = 1) { [$x, $y] } notice(f(2))
