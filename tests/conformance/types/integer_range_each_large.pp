notice(Integer[1, 100000].reduce |$a, $b| { $a + $b })
