class c($p = 1) {}
class { 'c': p => 1 }
class { 'c': p => 2 }
