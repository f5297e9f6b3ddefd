class c($x, $y, $x) { }
include c
