class c(Enum[$name, 'x'] $x = 'x') { notice('c') }
include c
