define d($m) { notice("define ${title}: ${m}") }
class c { notice('class c body') d { 'from c': m => 1 } }
notice('start')
d { 'first': m => 2 }
include c
notice('end')
