realize('Notify[a')
