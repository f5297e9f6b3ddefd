function f($x = 1, $y = $x + 1) { [$x, $y] } notice(f())
