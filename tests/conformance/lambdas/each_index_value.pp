['x', 'y'].each |$i, $v| { notice("${i}=${v}") }
