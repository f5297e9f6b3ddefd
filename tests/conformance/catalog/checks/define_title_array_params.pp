define d($p) { notice("${title} ${p}") }
d { ['a', 'b']: p => 1 }
