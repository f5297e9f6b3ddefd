function f(Integer *$r) { $r }
notice(f(1, 'a'))
