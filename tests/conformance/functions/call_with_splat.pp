function f($a, $b, $c) { $a + $b + $c }
notice(f(*[1, 2, 3]))
