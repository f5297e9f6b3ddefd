with 1 |$x| { notice($x) }
