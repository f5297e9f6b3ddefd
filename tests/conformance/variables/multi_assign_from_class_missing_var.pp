class c { $x = 1 }
include c
[$x, $z] = Class[c]
