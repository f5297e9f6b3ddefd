class { 'ceph::profile::params': authentication_type => 'cephx' }
include ceph::profile::base
