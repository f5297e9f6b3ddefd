function f(Integer $x, Integer $y) { 1 }
notice(f("a", "b"))
