notice(10.filter |$x| { $x % 3 == 0 })
notice(Integer[1, 6].filter |$i, $x| { $i % 2 == 0 })
