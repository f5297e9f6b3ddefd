$y = 5 function f($x = $y, $y = 1) { [$x, $y] } notice(f())
