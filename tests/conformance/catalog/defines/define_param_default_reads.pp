define d($a = "a:${b}", $b = 2, $c = "c:${a}") { notice("${title} ${a} ${b} ${c}") }
d { 'x': b => 5 }
d { 'y': }
d { 'z': c => 'given', a => 'A' }
