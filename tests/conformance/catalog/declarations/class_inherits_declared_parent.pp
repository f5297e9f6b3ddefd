class base($p = 'default') { notice("base p=${p}") }
class child inherits base { notice('child') }
class { 'base': p => 'given' }
include child
