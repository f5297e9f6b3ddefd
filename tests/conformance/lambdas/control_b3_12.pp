[1,2].each |$a, $b| { notice("$a $b") }
