class foo($a = $b, $b = 1) { notice($a) }
include foo
