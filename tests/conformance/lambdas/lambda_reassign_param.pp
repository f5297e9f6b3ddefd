[1].each |$v| { $v = 2 notice($v) }
