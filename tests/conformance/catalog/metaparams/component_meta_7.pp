define d() {}
d { 'x': schedule => 'nope' }
notice('ok')
