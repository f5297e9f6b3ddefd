class c($a, $b) {}
class { 'c': }
