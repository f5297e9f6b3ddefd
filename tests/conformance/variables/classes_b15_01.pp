class p($a = 1, $b = $a + 1) { notice($a, $b) }
include p
