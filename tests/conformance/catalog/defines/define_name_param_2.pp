define d($name2 = undef) { notice("${title} / ${name}") }
d { 'x': name => 'y' }
