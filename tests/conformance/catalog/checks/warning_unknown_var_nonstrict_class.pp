class c { notice($c::x) }
include c
