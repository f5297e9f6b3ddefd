class foo($a = 1 + 'x') { notice($a) }
require foo
