define d($a) { }
d { 'x': a => 1, b => 2 }
