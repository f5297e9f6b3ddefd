realize('foo')
