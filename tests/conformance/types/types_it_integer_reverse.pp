notice(Integer[1, 5].reverse_each.map |$x| { $x })
notice(Integer[0, 10].step(3).map |$x| { $x })
