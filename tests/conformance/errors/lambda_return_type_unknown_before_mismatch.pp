[1].each |String $x| >> Nope2 { notice(body) }
