class c(MyT $x = 1) { notice($x) }
type MyT = Integer
include c
