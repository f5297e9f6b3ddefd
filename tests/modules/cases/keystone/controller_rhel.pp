class { 'keystone::logging':
  debug => true,
}
class { 'keystone::cache':
  backend          => 'dogpile.cache.memcached',
  memcache_servers => ['10.0.0.11:11211'],
}
class { 'keystone::db':
  database_connection => 'mysql+pymysql://keystone:keystone_pass@127.0.0.1/keystone',
}
class { 'keystone::db::mysql':
  password      => 'keystone_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'keystone':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11', '10.0.0.12'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  token_expiration => 7200,
  service_name     => 'httpd',
}
include apache
class { 'keystone::wsgi::apache':
  servername => 'keystone.example.com',
  ssl        => false,
}
class { 'keystone::bootstrap':
  password   => 'admin_pass',
  public_url => 'http://keystone.example.com:5000',
  admin_url  => 'http://keystone.example.com:5000',
}
