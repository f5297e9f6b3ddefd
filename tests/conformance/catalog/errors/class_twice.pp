class foo($x = 1) { notice($x) }
class { 'foo': x => 2 }
class { 'foo': x => 3 }
