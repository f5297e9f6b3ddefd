file { '/tmp/a': content => 'x', checksum => ctime }
