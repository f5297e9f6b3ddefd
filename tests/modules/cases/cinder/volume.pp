class { 'cinder':
  default_transport_url => 'rabbit://openstack:rabbit_pass@10.0.0.11:5672/',
}
include cinder::volume
class { 'cinder::backends':
  enabled_backends => ['lvm', 'ceph'],
}
cinder::backend::iscsi { 'lvm':
  target_ip_address => '10.0.0.41',
  volume_group      => 'cinder-volumes',
}
cinder::backend::rbd { 'ceph':
  rbd_pool           => 'volumes',
  rbd_user           => 'cinder',
  rbd_secret_uuid    => '457eb676-33da-42ec-9a8c-9293d545c337',
  manage_volume_type => true,
}
class { 'cinder::backup::ceph':
  backup_ceph_user => 'cinder-backup',
}
include cinder::backup
