define d { notice($nope) }
d { 'x': }
