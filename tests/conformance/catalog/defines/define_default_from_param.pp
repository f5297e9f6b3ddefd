define d($a, $b = "${a}-suffix") { notice($b) }
d { 'x': a => 'pre' }
