Integer[1, 3].reverse_each |$x| { notice($x) }
Enum[a, b].reverse_each |$x| { notice($x) }
