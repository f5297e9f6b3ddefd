class foo($p = 1) { notice($p) }
$x = class { 'foo': }
Resource['class', 'foo'] { tag => 'x' }
notice(Class[foo][tag])
