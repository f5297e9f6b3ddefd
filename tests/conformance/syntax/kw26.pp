class foo($unless = 1) { notice($unless) }
include foo
