class c(Enum[$facts['kernel'], 'x'] $x = 'x') { notice($x) }
include c
