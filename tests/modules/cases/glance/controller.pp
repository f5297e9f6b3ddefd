class { 'glance::policy':
  policies => {
    'get_image' => { 'key' => 'get_image', 'value' => 'role:admin or role:member' },
  },
}
class { 'glance::db::mysql':
  password      => 'glance_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'glance::keystone::auth':
  password     => 'glance_pass',
  email        => 'glance@example.com',
  public_url   => 'http://controller.example.com:9292',
  internal_url => 'http://10.0.0.11:9292',
  admin_url    => 'http://10.0.0.11:9292',
  region       => 'example-west-1',
}
class { 'glance::api::authtoken':
  password             => 'glance_pass',
  auth_url             => 'http://10.0.0.11:5000',
  www_authenticate_uri => 'http://controller.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'glance::api::db':
  database_connection => 'mysql+pymysql://glance:glance_pass@10.0.0.11/glance',
}
class { 'glance::api::logging':
  debug => true,
}
class { 'glance::api':
  enabled_backends => ['local:file', 'ceph:rbd'],
  default_backend  => 'local',
  bind_host        => '10.0.0.11',
  workers          => 4,
}
glance::backend::multistore::file { 'local':
  filesystem_store_datadir => '/srv/glance/images',
}
glance::backend::multistore::rbd { 'ceph':
  rbd_store_pool => 'images',
  rbd_store_user => 'glance',
}
class { 'glance::notify::rabbitmq':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  notification_driver => 'messagingv2',
}
class { 'glance::cache::pruner':
  minute => '*/30',
}
class { 'glance::cron::db_purge': }
