[1, 2, 3, 4].step(2) |$a, $b| { notice("${a}/${b}") }
