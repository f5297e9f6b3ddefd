define d(String $a) { }
d { 'x': }
