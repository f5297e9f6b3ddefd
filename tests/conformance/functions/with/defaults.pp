notice(with(1) |$a, $b = 2| { $a + $b })
