define d(Enum[present, absent] $ensure) { notice($ensure) }
d { 'x': ensure => 'gone' }
