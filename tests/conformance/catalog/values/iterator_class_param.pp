class c($p) { }
class { 'c': p => [1, 2].step(1) }
