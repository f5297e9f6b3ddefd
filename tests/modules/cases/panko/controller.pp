class { 'panko::logging':
  debug => true,
}
class { 'panko': }
class { 'panko::db':
  database_connection => 'mysql+pymysql://panko:panko_pass@127.0.0.1/panko',
}
class { 'panko::db::mysql':
  password      => 'panko_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'panko::keystone::auth':
  password     => 'panko_pass',
  public_url   => 'http://panko.example.com:8977',
  internal_url => 'http://panko.example.com:8977',
  admin_url    => 'http://panko.example.com:8977',
}
class { 'panko::keystone::authtoken':
  password             => 'panko_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
}
class { 'panko::policy':
  policies => {
    'segregation' => { 'key' => 'segregation', 'value' => 'rule:context_is_admin' },
  },
}
class { 'panko::api':
  sync_db   => true,
  max_limit => 500,
}
class { 'panko::expirer':
  hour => 2,
}
class { 'panko::healthcheck': }
class { 'panko::config':
  panko_config => {
    'DEFAULT/foo' => { 'value' => 'bar' },
  },
}
class { 'panko::client': }
