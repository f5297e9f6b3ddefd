file { '/tmp/a': source => 'relative/path' }
