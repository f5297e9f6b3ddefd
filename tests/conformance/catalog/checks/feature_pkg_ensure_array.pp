package { 'x': ensure => ['1', '2'] }
