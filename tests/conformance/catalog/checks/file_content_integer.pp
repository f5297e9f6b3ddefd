file { '/tmp/a': content => 5 }
