etcd_key { '/k': value => "x\n" }
