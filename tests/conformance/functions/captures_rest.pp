function f($a, *$rest) { $rest }
notice(f(1))
notice(f(1, 2, 3))
