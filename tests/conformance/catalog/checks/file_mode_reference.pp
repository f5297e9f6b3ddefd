file { '/tmp/a': mode => File['/tmp/b'] }
