class foo($x = 1) { notice($x) }
include foo
class { 'foo': x => 3 }
