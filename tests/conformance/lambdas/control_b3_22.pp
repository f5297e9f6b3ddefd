function f(Integer $x, String $y = 'd') { "$x $y" }
notice(f(1))
notice(f(1, 'a', 3))
