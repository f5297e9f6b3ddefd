function f(String $x, $y = $x) { $y } notice(f('a'))
