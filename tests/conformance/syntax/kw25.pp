define foo($if = 1) { notice($if) }
foo { 'x': if => 2 }
