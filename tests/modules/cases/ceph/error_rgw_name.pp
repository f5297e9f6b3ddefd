class { 'ceph': fsid => 'x' }
ceph::rgw { 'gateway': }
