Enum[x, y].each |$i, $x| { notice("${i}: ${x}") }
