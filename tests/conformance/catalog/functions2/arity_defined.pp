defined()
