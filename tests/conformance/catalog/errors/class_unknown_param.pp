class c($a = 1) {}
class { 'c': b => 2 }
