define d { }
class c(Optional[D] $x = undef) { notice('c') }
include c
