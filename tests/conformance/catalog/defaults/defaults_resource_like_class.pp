Class { stage => 'main' }
class c { notice('c') }
class { 'c': }
