file { '/tmp/a': content => 'x', checksum => none }
