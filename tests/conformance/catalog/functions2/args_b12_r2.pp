realize('Notify[a]')
