notice(Integer[1, 1000000000000].step(400000000000).map |$x| { $x })
notice(Integer[1, 1000000000000].reverse_each.step(400000000000).map |$x| { $x })
