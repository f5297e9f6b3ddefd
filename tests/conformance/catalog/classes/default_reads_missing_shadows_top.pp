$x = 'top'
class a($x, $y = $x) { notice($y) }
include a
