function double($x) { $x * 2 }
notice(5.double)
notice(5.double())
