file { '/tmp/link': ensure => link, target => '/tmp/x', source => '/tmp/y' }
