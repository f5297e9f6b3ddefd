$top = 'top'
define d() { notice("${title}: ${top}") }
class c { $local = 'local' d { 'inner': } }
include c
