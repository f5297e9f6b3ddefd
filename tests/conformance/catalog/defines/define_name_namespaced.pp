define my::thing($v = 1) { notice("${title} ${v}") }
my::thing { 'a': }
My::Thing { v => 2 }
my::thing { 'b': }
notice(My::Thing['a'])
