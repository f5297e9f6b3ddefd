notice(with(1, 2) |$a, $b| { $a + $b })
notice(with() || { 'none' })
notice(with('x') |*$r| { $r })
