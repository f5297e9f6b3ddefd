class base($v = 'base') { notice("base ${v}") }
class child inherits base { notice("child sees ${v}") }
class { 'child': }
