define a($p = 1) {}
a { 'x': q => 2 }
notice('after')
