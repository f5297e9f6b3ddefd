notice(with(1, 2) |$a, $b| { $a + $b })
notice(with() || { "none" })
notice(with(1, 2, 3) |*$r| { $r })
notice(with([1,2]) |$a| { $a })
