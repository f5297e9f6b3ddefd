[1].each |$x, *$r| { notice($r) }
