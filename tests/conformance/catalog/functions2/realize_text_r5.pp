realize('Notify[]')
