function f(Integer $a) { $a }
f(1, 2, 3)
