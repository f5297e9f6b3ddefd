[1, 2, 3, 4].slice(3) |$a, $b, $c| { notice("${a} ${b} ${c}") }
