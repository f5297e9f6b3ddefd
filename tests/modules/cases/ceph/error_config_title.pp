ceph_config { 'fsid': value => 'x' }
