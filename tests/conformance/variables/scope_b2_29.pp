[1].each |$y| { $z = $y }
notice($z)
