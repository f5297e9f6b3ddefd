ceph_config { 'global/fsid': value => 'a' }
ceph_config { 'global/fsid': value => 'b' }
