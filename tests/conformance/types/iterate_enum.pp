Enum[b, a, c].each |$x| { notice($x) }
