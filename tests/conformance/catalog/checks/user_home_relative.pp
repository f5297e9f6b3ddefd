user { 'x': ensure => present, home => 'home/x' }
