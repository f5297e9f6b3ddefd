class typed(Integer $port) { }
class { 'typed': port => '80' }
