file { '/tmp/a': checksum => 'md5', content => 'x' }
