file { '/tmp/a': source => 'HTTPS://host/x' }
