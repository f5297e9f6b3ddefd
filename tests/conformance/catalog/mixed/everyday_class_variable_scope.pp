$x = 1
class p { $x = 2 notice($::x) notice($x) }
include p
notice($p::x)
