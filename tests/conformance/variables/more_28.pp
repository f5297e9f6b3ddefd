$x = 1 class c { notice($x) notice($::x) } include c
