class c { notice($nope) }
class { 'c': }
