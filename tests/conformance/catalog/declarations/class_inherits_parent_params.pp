class base($p = 'parent default') { }
class child inherits base { notice($p) }
include child
