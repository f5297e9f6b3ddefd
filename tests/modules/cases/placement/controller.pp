class { 'placement::policy':
  policies => {
    'placement:resource_providers:list' => { 'key' => 'placement:resource_providers:list', 'value' => 'role:reader' },
  },
}
class { 'placement::db::mysql':
  password      => 'placement_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'placement::keystone::auth':
  password     => 'placement_pass',
  public_url   => 'http://controller.example.com:8778',
  internal_url => 'http://10.0.0.11:8778',
  admin_url    => 'http://10.0.0.11:8778',
}
class { 'placement::keystone::authtoken':
  password             => 'placement_pass',
  auth_url             => 'http://10.0.0.11:5000',
  www_authenticate_uri => 'http://controller.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'placement::db':
  database_connection => 'mysql+pymysql://placement:placement_pass@10.0.0.11/placement',
}
class { 'placement::logging':
  debug => true,
}
include placement
class { 'placement::api':
  api_service_name => 'httpd',
  sync_db          => true,
}
include apache
class { 'placement::wsgi::apache':
  servername => 'placement.example.com',
  bind_host  => '10.0.0.11',
  ssl        => false,
}
