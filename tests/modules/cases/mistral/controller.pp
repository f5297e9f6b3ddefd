class { 'mistral::logging':
  debug => true,
}
class { 'mistral::db':
  database_connection => 'mysql+pymysql://mistral:mistral_pass@127.0.0.1/mistral',
}
class { 'mistral::db::mysql':
  password      => 'mistral_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'mistral::keystone::auth':
  password     => 'mistral_pass',
  public_url   => 'http://mistral.example.com:8989/v2',
  internal_url => 'http://mistral.example.com:8989/v2',
  admin_url    => 'http://mistral.example.com:8989/v2',
}
class { 'mistral::keystone::authtoken':
  password             => 'mistral_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'mistral':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
}
class { 'mistral::policy':
  policies => {
    'workflows:create' => { 'key' => 'workflows:create', 'value' => 'role:member' },
  },
}
class { 'mistral::api':
  bind_host => '10.0.0.21',
}
class { 'mistral::engine':
  execution_field_size_limit_kb => 2048,
}
class { 'mistral::executor': }
class { 'mistral::event_engine': }
class { 'mistral::notifier': }
class { 'mistral::cron_trigger': }
class { 'mistral::execution_expiration_policy':
  evaluation_interval => 120,
  older_than          => 10080,
}
class { 'mistral::coordination':
  backend_url => 'redis://10.0.0.11:6379',
}
class { 'mistral::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'mistral::client': }
