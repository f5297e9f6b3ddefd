[].each |$p = 1 + 'l'| { }
notice(ok)
