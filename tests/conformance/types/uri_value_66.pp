notice(URI['a b'])
