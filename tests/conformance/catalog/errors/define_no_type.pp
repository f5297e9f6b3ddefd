define d(Integer $n) { notice($n) }
d { 'a': n => '5' }
