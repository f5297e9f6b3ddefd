class foo($a = $a) { notice($a) }
class { 'foo': }
