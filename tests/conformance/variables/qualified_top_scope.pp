$x = 'top'
class k { $x = 'class'; notice($x); notice($::x); notice($k::x) }
include k
notice($k::x)
notice($::k::x)
