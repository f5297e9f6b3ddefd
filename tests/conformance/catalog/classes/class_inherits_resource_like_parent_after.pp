class a($p = 1) { notice("a ${p}") }
class b inherits a { notice('b') }
include b
class { 'a': p => 2 }
