class c(Integer $port) { notice($port) }
class { 'c': port => 'eighty' }
