define d() {}
d { 'x': loglevel => 'bad' }
notice('ok')
