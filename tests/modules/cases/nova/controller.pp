class { 'nova::db::mysql':
  password      => 'nova_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'nova::db::mysql_api':
  password      => 'nova_api_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'nova::keystone::auth':
  password     => 'nova_pass',
  public_url   => 'http://controller.example.com:8774/v2.1',
  internal_url => 'http://10.0.0.11:8774/v2.1',
  admin_url    => 'http://10.0.0.11:8774/v2.1',
}
class { 'nova::keystone::authtoken':
  password             => 'nova_pass',
  auth_url             => 'http://10.0.0.11:5000/',
  www_authenticate_uri => 'http://controller.example.com:5000/',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'nova::db':
  database_connection     => 'mysql+pymysql://nova:nova_pass@10.0.0.11/nova?charset=utf8',
  api_database_connection => 'mysql+pymysql://nova_api:nova_api_pass@10.0.0.11/nova_api?charset=utf8',
}
class { 'nova::logging':
  debug => true,
}
class { 'nova':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
}
class { 'nova::api':
  api_bind_address => '10.0.0.11',
  sync_db_api      => true,
}
class { 'nova::placement':
  password => 'placement_pass',
  auth_url => 'http://10.0.0.11:5000/v3',
}
class { 'nova::network::neutron':
  password => 'neutron_pass',
  auth_url => 'http://10.0.0.11:5000/v3',
}
include nova::conductor
include nova::scheduler
class { 'nova::vncproxy':
  host => '10.0.0.11',
}
class { 'nova::cron::archive_deleted_rows':
  hour => '*/12',
}
