class a($p = 1) { notice("p=${p}") }
class { 'a': p => 2 }
include a
