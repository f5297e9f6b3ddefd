[1, 2].reverse_each |$a, $b| { notice("${a}/${b}") }
