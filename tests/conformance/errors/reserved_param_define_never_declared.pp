define d($trusted) { }
notice('x')
