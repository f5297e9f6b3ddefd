sysctl { 'net.x': ensure => 'bogus' }
