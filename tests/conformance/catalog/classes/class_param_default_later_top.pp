$b = 'top'
class foo($a = "${b}x", $b = 1) { notice($a) }
include foo
