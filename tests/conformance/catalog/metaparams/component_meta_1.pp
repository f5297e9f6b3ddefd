define d() {}
d { 'x': noop => 'bad' }
notice('ok')
