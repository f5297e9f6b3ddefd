class c {}
class { 'c': audit => 'bogus' }
notice('ok')
