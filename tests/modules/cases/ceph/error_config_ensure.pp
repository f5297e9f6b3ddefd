ceph_config { 'global/fsid': ensure => latest }
