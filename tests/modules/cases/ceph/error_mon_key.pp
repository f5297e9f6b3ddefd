class { 'ceph': fsid => 'x' }
ceph::mon { 'a': }
