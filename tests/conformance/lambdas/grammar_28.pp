[1,2].each |$x, *$y| { notice($y) }
