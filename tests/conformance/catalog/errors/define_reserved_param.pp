define d($title = 'x') { }
