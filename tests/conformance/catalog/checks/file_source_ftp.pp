file { '/tmp/a': source => 'ftp://host/x' }
