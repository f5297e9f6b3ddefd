class { 'heat::logging':
  debug => true,
}
class { 'heat::db':
  database_connection => 'mysql+pymysql://heat:heat_pass@127.0.0.1/heat',
}
class { 'heat::db::mysql':
  password      => 'heat_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'heat::keystone::authtoken':
  password             => 'password',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'heat::clients':
  endpoint_type => 'internalURL',
}
class { 'heat::clients::keystone':
  ca_file => '/etc/ssl/certs/ca.pem',
}
class { 'heat':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11', '10.0.0.12'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  notification_driver   => 'messagingv2',
}
class { 'heat::keystone::auth':
  password     => 'heat_pass',
  public_url   => 'http://heat.example.com:8004/v1/%(tenant_id)s',
  internal_url => 'http://heat.example.com:8004/v1/%(tenant_id)s',
  admin_url    => 'http://heat.example.com:8004/v1/%(tenant_id)s',
}
class { 'heat::keystone::auth_cfn':
  password => 'heat_cfn_pass',
}
class { 'heat::keystone::domain':
  domain_password => 'domain_pass',
}
class { 'heat::engine':
  auth_encryption_key           => 'whatever-key-you-like-1234567890',
  heat_metadata_server_url      => 'http://heat.example.com:8000',
  heat_waitcondition_server_url => 'http://heat.example.com:8000/v1/waitcondition',
}
class { 'heat::policy':
  policies => {
    'stacks:create' => { 'key' => 'stacks:create', 'value' => 'role:admin' },
  },
}
class { 'heat::api': }
class { 'heat::api_cfn': }
class { 'heat::cron::purge_deleted':
  age => 30,
}
class { 'heat::cache':
  backend          => 'dogpile.cache.memcached',
  memcache_servers => ['10.0.0.11:11211'],
}
class { 'heat::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'heat::healthcheck': }
class { 'heat::client': }
