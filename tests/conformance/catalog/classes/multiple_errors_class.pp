class c(Integer $n, $m) { }
class { 'c': q => 1, n => 'x' }
