class c { $x = 1 $y = 2 }
include c
[$x, $y] = Class[c]
notice($x, $y)
