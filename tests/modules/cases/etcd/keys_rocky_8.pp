class { 'etcd': listen_client_urls => 'http://0.0.0.0:2379', advertise_client_urls => "http://${facts['networking']['fqdn']}:2379" }
etcd_key { '/foo/bar': value => 'baz' }
