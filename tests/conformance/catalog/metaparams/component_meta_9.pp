define d() { notify { 'in': } }
d { 'x': noop => 'bad' }
notice('ok')
