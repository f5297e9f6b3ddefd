class { 'cinder::db::mysql':
  password      => 'cinder_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'cinder::keystone::auth':
  password        => 'cinder_pass',
  public_url_v3   => 'http://controller.example.com:8776/v3',
  internal_url_v3 => 'http://10.0.0.11:8776/v3',
  admin_url_v3    => 'http://10.0.0.11:8776/v3',
}
class { 'cinder::keystone::authtoken':
  password             => 'cinder_pass',
  auth_url             => 'http://10.0.0.11:5000',
  www_authenticate_uri => 'http://controller.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'cinder::db':
  database_connection => 'mysql+pymysql://cinder:cinder_pass@10.0.0.11/cinder?charset=utf8',
}
class { 'cinder::logging':
  debug => true,
}
class { 'cinder':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  storage_availability_zone => 'az1',
}
class { 'cinder::api':
  bind_host       => '10.0.0.11',
  service_workers => 4,
}
include cinder::scheduler
class { 'cinder::glance':
  glance_api_servers => 'http://10.0.0.11:9292',
}
class { 'cinder::nova':
  password => 'nova_pass',
}
class { 'cinder::cron::db_purge': }
