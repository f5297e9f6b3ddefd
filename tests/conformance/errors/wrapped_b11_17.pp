define d2($p) { notice($p) }
d2 { 'a': p => 1, q => 2 }
