define inner($v) { notice("inner ${title} ${v}") }
define outer() { inner { "${title}-i": v => $title } notice("outer ${title}") }
outer { ['x', 'y']: }
notice('main')
