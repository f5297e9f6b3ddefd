define d(Regexp['a('] $r) { notice($r) }
d { 'x': r => /y/ }
