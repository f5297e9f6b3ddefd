[1].each |$v| { $inner = 5 }
notice($inner)
