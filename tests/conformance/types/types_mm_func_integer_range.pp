function f(Integer[1, 10] $i) { $i }
f(11)
