file { '/tmp/a': source => '/x', checksum => mtime, recurse => remote }
