function f($a, $a) { $a }
notice(f(1,2))
