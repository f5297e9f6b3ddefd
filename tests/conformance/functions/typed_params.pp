function f(Integer $x, String $s) { "$s$x" }
notice(f(1, 'a'))
