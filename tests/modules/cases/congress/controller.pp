class { 'congress::policy':
  policies => {
    'context_is_admin' => { 'key' => 'context_is_admin', 'value' => 'role:admin' },
  },
}
class { 'congress::logging':
  debug => true,
}
class { 'congress::db':
  database_connection => 'mysql+pymysql://congress:congress_pass@127.0.0.1/congress',
}
class { 'congress::db::mysql':
  password      => 'congress_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'congress::keystone::auth':
  password     => 'congress_pass',
  public_url   => 'http://congress.example.com:1789',
  internal_url => 'http://congress.example.com:1789',
  admin_url    => 'http://congress.example.com:1789',
}
class { 'congress::keystone::authtoken':
  password             => 'congress_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'congress':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  drivers               => ['congress.datasources.neutronv2_driver.NeutronV2Driver'],
}
class { 'congress::server':
  bind_host => '10.0.0.21',
}
class { 'congress::client': }
