class { 'aodh::logging':
  debug => true,
}
class { 'aodh':
  default_transport_url      => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11', '10.0.0.12'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  notification_driver        => 'messagingv2',
  alarm_history_time_to_live => 86400,
  rabbit_use_ssl             => true,
}
class { 'aodh::db':
  database_connection => 'mysql+pymysql://aodh:aodh_pass@127.0.0.1/aodh',
}
class { 'aodh::db::mysql':
  password      => 'aodh_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'aodh::keystone::auth':
  password     => 'aodh_pass',
  public_url   => 'http://aodh.example.com:8042',
  internal_url => 'http://aodh.example.com:8042',
  admin_url    => 'http://aodh.example.com:8042',
}
class { 'aodh::keystone::authtoken':
  password             => 'aodh_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'aodh::api':
  sync_db => true,
}
class { 'aodh::service_credentials':
  password => 'aodh_pass',
  auth_url => 'http://keystone.example.com:5000/v3',
}
class { 'aodh::evaluator':
  evaluation_interval => 60,
}
class { 'aodh::notifier':
  workers => 2,
}
class { 'aodh::listener': }
class { 'aodh::expirer':
  hour => 3,
}
class { 'aodh::coordination':
  backend_url => 'redis://10.0.0.1:6379',
}
class { 'aodh::quota':
  user_alarm_quota => 10,
}
class { 'aodh::policy':
  policies => {
    'telemetry:create_alarm' => { 'key' => 'telemetry:create_alarm', 'value' => 'role:admin' },
  },
}
class { 'aodh::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'aodh::healthcheck': }
class { 'aodh::config':
  aodh_config => {
    'DEFAULT/foo' => { 'value' => 'bar' },
  },
}
class { 'aodh::client': }
