class p2($b = $a, $a = 1) { notice($a, $b) }
include p2
