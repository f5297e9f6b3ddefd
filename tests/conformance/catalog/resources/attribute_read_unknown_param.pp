file { '/tmp/f': }
notice(File['/tmp/f'][colour])
