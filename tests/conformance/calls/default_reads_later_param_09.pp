function g() { $y = 3 $y } function f($x = g(), $y = 1) { [$x, $y] } notice(f())
