function f(Array[Integer, 1, 2] *$r) { $r }
notice(f(1, 2, 3))
