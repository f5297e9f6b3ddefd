class mymod { define thing($v) { notice("${title}=${v}") } }
include mymod
mymod::thing { 'x': v => 1 }
Mymod::Thing { v => 9 }
mymod::thing { 'y': }
notice(Mymod::Thing['x'])
