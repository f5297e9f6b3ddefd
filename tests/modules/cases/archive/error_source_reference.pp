archive { '/tmp/a.tgz': source => File['/tmp/x'] }
