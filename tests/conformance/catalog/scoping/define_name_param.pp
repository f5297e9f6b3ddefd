define d() { notice($name) }
d { 'x': name => 'y' }
