function f(*$a) { $a }
notice(f(*[1, 2].reverse_each))
notice([0, *Integer[1, 3].step(2), 9])
