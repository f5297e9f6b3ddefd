function f(Integer $x) { $x }
notice(f('a'))
