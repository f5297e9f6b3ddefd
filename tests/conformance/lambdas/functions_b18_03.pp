function f($a, *$r) { "${a} ${r}" }
notice(f(*[1, 2, 3]))
