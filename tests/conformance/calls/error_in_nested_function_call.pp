[1].each |$x| { notice(join(1)) }
