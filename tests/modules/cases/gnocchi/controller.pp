class { 'gnocchi::logging':
  debug => true,
}
class { 'gnocchi::keystone::auth':
  admin_url    => 'http://10.0.0.1:8041',
  internal_url => 'http://10.0.0.1:8041',
  public_url   => 'http://10.0.0.1:8041',
  password     => 'verysecrete',
  region       => 'OpenStack',
}
class { 'gnocchi':
  coordination_url => 'redis://10.0.0.1:6379',
}
class { 'gnocchi::db':
  database_connection => 'mysql+pymysql://gnocchi:secrete@10.0.0.1/gnocchi?charset=utf8',
}
class { 'gnocchi::db::mysql':
  password      => 'secrete',
  allowed_hosts => ['10.0.0.%'],
}
class { 'gnocchi::keystone::authtoken':
  password             => 'verysecrete',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'gnocchi::policy':
  policies => {
    'create resource' => { 'key' => 'create resource', 'value' => 'role:admin' },
  },
}
class { 'gnocchi::api':
  max_limit => 1000,
  sync_db   => true,
}
class { 'gnocchi::metricd':
  workers => 4,
}
class { 'gnocchi::statsd':
  resource_id         => '07f26121-5777-48ba-8a0b-d70468133dd9',
  archive_policy_name => 'high',
  flush_delay         => '100',
}
include gnocchi::storage
class { 'gnocchi::storage::file':
  file_basepath => '/srv/gnocchi',
}
class { 'gnocchi::storage::incoming::redis':
  redis_url => 'redis://10.0.0.1:6379',
}
class { 'gnocchi::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'gnocchi::healthcheck':
  detailed => true,
}
class { 'gnocchi::config':
  gnocchi_config => {
    'DEFAULT/verbose' => { 'value' => true },
  },
}
include gnocchi::client
