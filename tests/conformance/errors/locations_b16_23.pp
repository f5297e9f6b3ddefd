function ff($p = 1 + 'f') { }
ff()
