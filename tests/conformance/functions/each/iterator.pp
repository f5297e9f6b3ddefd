[1, 2, 3].reverse_each.each |$x| { notice($x) }
[1, 2, 3].step(2).each |$i, $x| { notice("${i}:${x}") }
Integer[1, 2].each |$x| { notice($x) }
