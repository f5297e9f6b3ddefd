file { '/tmp/c': ensure => file, notify => Service['s'] }
service { 's': ensure => running, before => File['/tmp/c'] }
