Integer[1,3].each |$i| { notice($i) } Enum[c, a].each |$e| { notice($e) }
