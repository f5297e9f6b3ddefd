class foo($p = 1) { notice($p) }
include foo
Resource['class', 'foo'] { tag => 'x' }
