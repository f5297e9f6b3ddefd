service { 'x': ensure => 'up' }
