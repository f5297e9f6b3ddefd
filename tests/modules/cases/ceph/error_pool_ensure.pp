class { 'ceph': fsid => 'x' }
ceph::pool { 'volumes': ensure => 'running' }
