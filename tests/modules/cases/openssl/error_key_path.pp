ssl_pkey { 'foo.key': ensure => present }
