class c(Integer $port) { }
class { 'c': port => 'eighty' }
