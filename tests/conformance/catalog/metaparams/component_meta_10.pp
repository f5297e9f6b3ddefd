define d() {}
d { 'x': audit => 'all' }
notice('ok')
