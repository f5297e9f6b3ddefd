file { '/tmp/x': ensure => bogus }
