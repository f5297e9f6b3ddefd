class base($x = 1) { }
class child inherits base { notice($x) }
class { 'base': x => 5 }
include child
