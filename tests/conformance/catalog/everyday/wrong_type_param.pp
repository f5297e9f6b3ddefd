class db(Integer $port) { notice($port) }
class { 'db': port => 'abc' }
