notice(URI['x:a b'])
