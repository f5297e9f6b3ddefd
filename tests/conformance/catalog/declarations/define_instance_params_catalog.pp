define d($a = 'A', $b = undef, $c = 'C') {}
d { 'x': b => 'B' }
d { 'y': a => undef }
