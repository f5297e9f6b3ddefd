function f(Integer $a, String $b) { $a }
f('x', 1)
