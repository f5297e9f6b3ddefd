$d = 'outer'
notice(with(1) |$a, $b = $d| { "$a $b" })
