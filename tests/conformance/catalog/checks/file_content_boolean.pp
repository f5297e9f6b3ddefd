file { '/tmp/a': content => true }
