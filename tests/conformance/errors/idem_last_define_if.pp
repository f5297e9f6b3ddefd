define d() { if true { 1 } }
d { 'x': }
