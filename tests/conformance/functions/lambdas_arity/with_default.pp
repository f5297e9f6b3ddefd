notice(with(1) |$a, $b = 5| { $a + $b })
