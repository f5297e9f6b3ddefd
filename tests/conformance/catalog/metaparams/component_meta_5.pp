define d($p = 1) {}
d { 'x': audit => ['p', 'name', 'noop'] }
notice('ok')
