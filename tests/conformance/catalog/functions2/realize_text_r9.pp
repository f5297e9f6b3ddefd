realize('Nope[a]')
