function f(*$r) { $r }
notice(f(), f(1), f(1, [2]))
