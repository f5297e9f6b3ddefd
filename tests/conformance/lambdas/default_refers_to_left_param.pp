notice(with(2) |$a, $b = $a * 10| { $b })
