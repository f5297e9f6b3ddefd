Enum[c, a, b].each |$i, $v| { notice("${i}=${v}") }
