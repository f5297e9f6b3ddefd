file { '/tmp/a': source => '/x', checksum => none }
