package { 'x': provider => undef, ensure => present }
notice(Package['x'][provider])
