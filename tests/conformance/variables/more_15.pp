$trusted = {}
