ceph_config { 'global/fsid': value => 'x', path => 'ceph.conf' }
