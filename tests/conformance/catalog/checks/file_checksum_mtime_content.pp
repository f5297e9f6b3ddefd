file { '/tmp/a': ensure => file, content => 'x', checksum => 'mtime' }
