function f(Integer $x) { $x }
f('a')
