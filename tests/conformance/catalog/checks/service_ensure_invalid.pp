service { 'x': ensure => 'bogus' }
