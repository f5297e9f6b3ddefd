define d3(Integer $p) { notice($p) }
d3 { 'a': p => 'x' }
