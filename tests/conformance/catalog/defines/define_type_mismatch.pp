define d(Integer $a) { }
d { 'x': a => 'str' }
