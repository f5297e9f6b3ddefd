define d(Integer $n, String $s) { }
d { 'x': n => 'a', s => 1 }
