notice(Integer[5, 10].index(7))
notice(10.index |$x| { $x * $x > 20 })
notice('abc'.index |$c| { $c == 'c' })
