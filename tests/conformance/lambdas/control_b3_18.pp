with(1) |$a, $b = 2| { notice("$a $b") }
