class { 'murano::policy':
  policies => {
    'get_package' => { 'key' => 'get_package', 'value' => 'rule:default' },
  },
}
class { 'murano::logging':
  debug => true,
}
class { 'murano::db':
  database_connection => 'mysql+pymysql://murano:murano_pass@127.0.0.1/murano',
}
class { 'murano::db::mysql':
  password      => 'murano_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'murano::keystone::auth':
  password     => 'murano_pass',
  public_url   => 'http://murano.example.com:8082',
  internal_url => 'http://murano.example.com:8082',
  admin_url    => 'http://murano.example.com:8082',
}
class { 'murano::keystone::authtoken':
  password             => 'murano_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'murano':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  rabbit_own_host       => '10.0.0.12',
  rabbit_own_password   => 'murano_rabbit_pass',
  default_router        => 'murano-router',
  default_nameservers   => ['8.8.8.8'],
  service_host          => '10.0.0.21',
}
class { 'murano::api':
  host => '10.0.0.21',
}
class { 'murano::engine':
  workers => 2,
}
class { 'murano::client': }
murano::application { 'io.murano':
  package_category => 'Library',
}
murano::application { 'io.murano.apps.apache.tomcat':
  exists_action => 'u',
  public        => false,
}
