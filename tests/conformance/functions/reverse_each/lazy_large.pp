notice(Integer[1, 1000000000].step(100000000).map |$x| { $x })
notice(Integer[0, 9223372036854775806].reverse_each.index |$x| { true })
