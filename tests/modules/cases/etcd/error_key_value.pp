etcd_key { '/k': value => 1 }
