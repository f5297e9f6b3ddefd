@package { 'tool': ensure => installed }
define needs_tool() { realize(Package['tool']) notice("${title} needs tool") }
needs_tool { ['a', 'b']: }
