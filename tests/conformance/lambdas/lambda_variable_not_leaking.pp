[1].each |$v| { $leak = 5 }
notice($leak)
