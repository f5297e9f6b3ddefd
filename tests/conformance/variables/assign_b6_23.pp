class c { $::g = 1 }
include c
