notice(URI['a','b'])
