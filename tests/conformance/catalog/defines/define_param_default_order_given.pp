define d($a = $b, $b = 1) { notice($a) }
d { 'x': b => 2 }
