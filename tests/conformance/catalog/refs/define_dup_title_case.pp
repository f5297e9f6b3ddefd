define d() { notice($title) }
d { 'Abc': }
d { 'abc': }
