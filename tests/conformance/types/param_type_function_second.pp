function f(Integer $x, String $y) { $x }
f(1, 2)
