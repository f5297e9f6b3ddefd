[1].each |$x| { notice(1 / 0) }
