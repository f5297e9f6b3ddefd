etcd_key { '/a': value => File['/tmp/x'] }
