class c { notice('c') }
define d() { include c }
d { ['a', 'b']: }
