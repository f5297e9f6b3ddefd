class base($v = 'base-default') { notice("base ${v}") }
class child inherits base { notice("child sees ${v}") }
include child
