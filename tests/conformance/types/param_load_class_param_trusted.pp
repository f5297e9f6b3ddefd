class c(Enum[$trusted['certname'], 'x'] $x = 'x') { notice('c') }
include c
