define leaf($v) { notice("leaf ${title} ${v}") }
define mid { notice("mid ${title}") leaf { "${title}-1": v => 1 } leaf { "${title}-2": v => 2 } }
mid { ['a', 'b']: }
notice('main end')
