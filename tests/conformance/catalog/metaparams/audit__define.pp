define d() {}
d { 'x': audit => 'bogus' }
notice('ok')
