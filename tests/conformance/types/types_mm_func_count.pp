function f(Integer $a, String $b) { $a }
f(1)
