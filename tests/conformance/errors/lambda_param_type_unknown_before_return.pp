[1].each |Integer $x, Nope $y = 2| >> Nope2 { notice(body) }
