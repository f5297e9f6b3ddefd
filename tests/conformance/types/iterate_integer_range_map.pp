notice(Integer[3, 6].map |$x| { $x * 2 })
notice(Integer[0, 2].reduce |$a, $b| { $a + $b })
