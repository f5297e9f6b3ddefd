define d() { notice("d ${title} body") }
class c { notice('c begin') d { 'in-c': } notice('c end') }
notice('main 1')
d { 'top': }
include c
notice('main 2')
