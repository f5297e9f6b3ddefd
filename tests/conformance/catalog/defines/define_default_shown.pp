define d($a = 'dflt', $b = undef, $c = 3) { notice("${a} ${b} ${c}") }
d { 'x': c => undef }
