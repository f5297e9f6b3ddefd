class c(Integer $port, String $host) { }
class { 'c': port => 'eighty', host => 1 }
