$max = 5
class c(Integer[1, $max] $x = 3) { notice($x) }
include c
