class foo(Integer $port) { notice($port) }
class { 'foo': port => 'eighty' }
