class { 'magnum::policy':
  policies => {
    'cluster:create' => { 'key' => 'cluster:create', 'value' => 'role:member' },
  },
}
class { 'magnum::logging':
  debug => true,
}
class { 'magnum::db':
  database_connection => 'mysql+pymysql://magnum:magnum_pass@127.0.0.1/magnum',
}
class { 'magnum::db::mysql':
  password      => 'magnum_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'magnum::keystone::auth':
  password     => 'magnum_pass',
  public_url   => 'http://magnum.example.com:9511/v1',
  internal_url => 'http://magnum.example.com:9511/v1',
  admin_url    => 'http://magnum.example.com:9511/v1',
}
class { 'magnum::keystone::authtoken':
  password             => 'magnum_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'magnum::keystone::keystone_auth':
  password => 'magnum_pass',
}
class { 'magnum::keystone::domain':
  domain_password => 'domain_pass',
}
class { 'magnum':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  notification_driver   => 'messagingv2',
}
class { 'magnum::api':
  host => '10.0.0.21',
}
class { 'magnum::conductor': }
class { 'magnum::clients':
  region_name => 'RegionOne',
}
class { 'magnum::certificates':
  cert_manager_type => 'x509keypair',
}
class { 'magnum::cluster_template':
  kubernetes_allowed_network_drivers => ['flannel', 'calico'],
}
class { 'magnum::quota':
  max_clusters_per_project => 10,
}
class { 'magnum::healthcheck': }
class { 'magnum::client': }
