file { '/tmp/x': owner => 0, group => 0, mode => 644 }
notice(File['/tmp/x']['mode'])
