define d($a = "a:${b}", $b = 2) { notice("${a} ${b}") }
d { 'x': b => undef }
