Enum[B, a, true].each |$x| { notice($x) }
