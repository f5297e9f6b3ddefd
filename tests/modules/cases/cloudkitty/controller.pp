class { 'cloudkitty::logging':
  debug => true,
}
class { 'cloudkitty::db':
  database_connection => 'mysql+pymysql://cloudkitty:cloudkitty_pass@127.0.0.1/cloudkitty',
}
class { 'cloudkitty::db::mysql':
  password      => 'cloudkitty_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'cloudkitty::keystone::auth':
  password     => 'cloudkitty_pass',
  public_url   => 'http://cloudkitty.example.com:8889',
  internal_url => 'http://cloudkitty.example.com:8889',
  admin_url    => 'http://cloudkitty.example.com:8889',
}
class { 'cloudkitty::keystone::authtoken':
  password             => 'cloudkitty_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'cloudkitty::fetcher::keystone':
  auth_url => 'http://keystone.example.com:5000',
  username => 'cloudkitty',
  password => 'cloudkitty_pass',
}
class { 'cloudkitty':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  storage_backend       => 'sqlalchemy',
  storage_version       => 2,
  metrics_config        => {
    'metrics' => {
      'cpu' => {
        'unit'       => 'instance',
        'groupby'    => ['id', 'project_id'],
        'metadata'   => ['flavor_name'],
        'extra_args' => { 'aggregation_method' => 'mean', 'resource_type' => 'instance' },
      },
    },
  },
}
class { 'cloudkitty::policy':
  policies => {
    'rating:module_config' => { 'key' => 'rating:module_config', 'value' => 'role:admin' },
  },
}
class { 'cloudkitty::api':
  service_name => 'httpd',
}
include apache
class { 'cloudkitty::wsgi::apache':
  servername => 'cloudkitty.example.com',
  ssl        => false,
}
class { 'cloudkitty::fetcher::gnocchi':
  gnocchi_auth_type => 'keystone',
}
class { 'cloudkitty::orchestrator':
  coordination_url => 'redis://10.0.0.11:6379',
  max_workers      => 4,
}
class { 'cloudkitty::processor':
  period => 3600,
}
class { 'cloudkitty::storage::influxdb':
  host => '10.0.0.31',
}
class { 'cloudkitty::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'cloudkitty::healthcheck': }
class { 'cloudkitty::client': }
