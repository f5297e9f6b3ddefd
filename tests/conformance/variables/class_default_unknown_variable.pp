class foo($a = $nope) { notice($a) }
include foo
