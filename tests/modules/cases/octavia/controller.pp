class { 'octavia::logging':
  debug => true,
}
class { 'octavia':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
}
class { 'octavia::db':
  database_connection => 'mysql+pymysql://octavia:octavia_pass@127.0.0.1/octavia',
}
class { 'octavia::db::mysql':
  password      => 'octavia_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'octavia::keystone::auth':
  password     => 'octavia_pass',
  public_url   => 'http://octavia.example.com:9876',
  internal_url => 'http://octavia.example.com:9876',
  admin_url    => 'http://octavia.example.com:9876',
}
class { 'octavia::keystone::authtoken':
  password             => 'octavia_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
}
class { 'octavia::service_auth':
  password => 'octavia_pass',
  auth_url => 'http://keystone.example.com:5000',
}
class { 'octavia::controller':
  heartbeat_key           => 'abcdefghijkl',
  amp_boot_network_list   => ['3f8f5c3e-0f6e-4a2e-9d2b-1b1b1b1b1b1b'],
  amp_secgroup_list       => ['lb-mgmt-sec-grp'],
  controller_ip_port_list => ['10.0.0.21:5555', '10.0.0.22:5555'],
}
class { 'octavia::api':
  sync_db => true,
}
class { 'octavia::worker':
  manage_keygen      => true,
  nova_flavor_config => { 'ram' => '2048' },
}
class { 'octavia::health_manager':
  ip => '10.0.0.21',
}
class { 'octavia::housekeeping': }
class { 'octavia::certificates':
  server_certs_key_passphrase => 'this-is-a-32-characters-long-key',
}
class { 'octavia::nova':
  enable_anti_affinity => true,
}
class { 'octavia::neutron':
  password => 'neutron_pass',
}
class { 'octavia::glance':
  image_tag => 'amphora',
}
class { 'octavia::task_flow': }
class { 'octavia::driver_agent': }
class { 'octavia::provider::ovn':
  ovn_nb_connection => 'tcp:10.0.0.31:6641',
}
class { 'octavia::policy':
  policies => {
    'os_load-balancer_api:loadbalancer:get_all' => { 'key' => 'os_load-balancer_api:loadbalancer:get_all', 'value' => 'rule:load-balancer:read' },
  },
}
class { 'octavia::quota':
  load_balancer_quota => 10,
}
class { 'octavia::healthcheck': }
class { 'octavia::client': }
