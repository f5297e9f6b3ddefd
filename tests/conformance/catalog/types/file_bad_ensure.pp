file { '/tmp/x': ensure => 'present-ish' }
