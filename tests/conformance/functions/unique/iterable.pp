notice(unique([1, 2, 1].reverse_each))
notice(unique(Integer[1, 4]) |$x| { $x % 2 })
