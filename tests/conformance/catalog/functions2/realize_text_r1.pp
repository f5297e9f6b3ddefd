define d { notice('d body') }
d { 'x': }
realize('foo')
notice('main')
