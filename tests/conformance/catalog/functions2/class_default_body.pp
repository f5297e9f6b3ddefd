class one($p = 0) { notice("one ${p}") }
class two($p = 0) { notice("two ${p}") }
class { default: p => 9; 'one': ; 'two': p => 2 }
