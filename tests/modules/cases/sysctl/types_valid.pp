sysctl { 'net.y': ensure => present, val => '1' }
