function f($a = 1, $b) { "$a $b" }
notice(f(2))
