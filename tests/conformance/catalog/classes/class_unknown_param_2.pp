class foo($a = 1) { notice($a) }
class { 'foo': b => 2 }
