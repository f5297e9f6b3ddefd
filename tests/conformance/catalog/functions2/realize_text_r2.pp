realize('Notify[a]', 'foo')
