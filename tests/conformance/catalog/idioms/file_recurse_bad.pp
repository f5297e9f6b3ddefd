file { '/tmp/x': ensure => directory, recurse => 'maybe' }
