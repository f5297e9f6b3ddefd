class c($p = 1) {}
class { 'c': audit => 'p' }
notice('ok')
