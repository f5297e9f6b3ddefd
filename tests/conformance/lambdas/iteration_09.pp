$x = [1,2,3].reverse_each notice(type($x))
