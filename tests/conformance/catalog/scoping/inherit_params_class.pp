class base($x = 1) { notice("base ${x}") }
class child inherits base { notice("child ${x}") }
class { 'base': x => 5 }
include child
