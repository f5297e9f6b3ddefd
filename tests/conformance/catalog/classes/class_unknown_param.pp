class a($p = 1) {}
class { 'a': q => 2 }
