Enum[b, a, c].each |$v| { notice($v) }
