define d($n) { notice("d ${title} ${n}") d2 { "in-${title}": } }
define d2 { notice("d2 ${title}") }
d { 'a': n => 1 }
notice('main 1')
d { 'b': n => 2 }
notice('main 2')
class k { notice('class k') }
include k
