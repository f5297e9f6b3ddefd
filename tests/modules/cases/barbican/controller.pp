class { 'barbican::api::logging':
  debug => true,
}
class { 'barbican::db':
  database_connection => 'mysql+pymysql://barbican:barbican_pass@127.0.0.1/barbican',
}
class { 'barbican::db::mysql':
  password      => 'barbican_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'barbican::keystone::auth':
  password     => 'barbican_pass',
  public_url   => 'http://barbican.example.com:9311',
  internal_url => 'http://barbican.example.com:9311',
  admin_url    => 'http://barbican.example.com:9311',
}
class { 'barbican::keystone::authtoken':
  password             => 'barbican_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
}
class { 'barbican::keystone::notification':
  enable_keystone_notification => true,
}
class { 'barbican': }
class { 'barbican::plugins::simple_crypto':
  simple_crypto_plugin_kek => 'dGhpcnR5X3R3b19ieXRlX2tleWJsYWhibGFoYmxhaGg=',
  global_default           => true,
}
class { 'barbican::plugins::vault':
  vault_url     => 'https://vault.example.com:8200',
  root_token_id => 'token',
}
class { 'barbican::policy':
  policies => {
    'secret:get' => { 'key' => 'secret:get', 'value' => 'rule:all_users' },
  },
}
class { 'barbican::api':
  host_href                      => 'http://barbican.example.com:9311',
  enabled_secretstore_plugins    => ['store_crypto', 'vault_plugin'],
  enabled_crypto_plugins         => ['simple_crypto'],
  multiple_secret_stores_enabled => true,
  enabled_secret_stores          => 'simple_crypto,vault',
  default_transport_url          => 'rabbit://openstack:rabbit_pass@10.0.0.11:5672/',
  service_name                   => 'httpd',
}
include apache
class { 'barbican::wsgi::apache':
  servername => 'barbican.example.com',
  workers    => 2,
}
class { 'barbican::worker': }
class { 'barbican::retry_scheduler': }
class { 'barbican::quota':
  quota_secrets => 100,
}
class { 'barbican::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'barbican::healthcheck': }
class { 'barbican::client': }
