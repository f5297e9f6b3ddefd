class foo($x = 1) { notice($x) }
class { 'foo': x => 3 }
include foo
notice('ok')
