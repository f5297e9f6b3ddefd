cinder_config {
  'DEFAULT/debug':       value => true;
  'database/connection': value => 'mysql+pymysql://cinder:secret@db/cinder', secret => true;
  'DEFAULT/enabled_backends': value => ['lvm', 'ceph'];
  'DEFAULT/old':         ensure => absent;
}
cinder_api_paste_ini { 'filter:authtoken/paste.filter_factory': value => 'keystonemiddleware.auth_token:filter_factory' }
cinder_rootwrap_config { 'DEFAULT/use_syslog': value => false }
cinder_api_uwsgi_config { 'uwsgi/processes': value => 2 }
cinder_type { 'ceph':
  ensure     => present,
  properties => ['volume_backend_name=ceph', 'replication_enabled=<is> True'],
  is_public  => true,
}
cinder_type { 'private':
  is_public          => false,
  access_project_ids => ['8f1a2b3c', '9e8d7c6b'],
}
cinder_qos { 'fast':
  ensure       => present,
  properties   => ['read_iops_sec=2000', 'write_iops_sec=1000'],
  associations => ['ceph'],
  consumer     => 'front-end',
}
