file { '/tmp/a': checksum => 'sha7' }
