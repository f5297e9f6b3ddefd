5.reverse_each |$x| { notice($x) }
