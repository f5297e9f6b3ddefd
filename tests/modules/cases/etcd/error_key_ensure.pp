etcd_key { '/k': ensure => bogus }
