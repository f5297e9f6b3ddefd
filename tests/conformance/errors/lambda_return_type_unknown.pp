[1].each |$x| >> Nope { notice(body) }
