class { 'ironic::logging':
  debug => true,
}
class { 'ironic::db':
  database_connection => 'mysql+pymysql://ironic:ironic_pass@127.0.0.1/ironic',
}
class { 'ironic::db::mysql':
  password      => 'ironic_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'ironic::keystone::auth':
  password     => 'ironic_pass',
  public_url   => 'http://ironic.example.com:6385',
  internal_url => 'http://ironic.example.com:6385',
  admin_url    => 'http://ironic.example.com:6385',
}
class { 'ironic':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'port'      => 5672,
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  db_online_data_migrations => true,
}
class { 'ironic::api::authtoken':
  password             => 'ironic_pass',
  www_authenticate_uri => 'http://keystone.example.com:5000',
  auth_url             => 'http://keystone.example.com:5000',
}
class { 'ironic::api':
  host_ip => '10.0.0.5',
}
class { 'ironic::conductor':
  enabled_hardware_types => ['ipmi', 'redfish'],
  cleaning_network       => 'provisioning',
}
class { 'ironic::drivers::ipmi': }
class { 'ironic::drivers::redfish': }
class { 'ironic::drivers::interfaces':
  enabled_boot_interfaces  => ['pxe', 'ipxe'],
  enabled_power_interfaces => ['ipmitool', 'redfish'],
}
class { 'ironic::drivers::pxe': }
class { 'ironic::drivers::agent': }
class { 'ironic::glance':
  password => 'ironic_pass',
  auth_url => 'http://keystone.example.com:5000',
}
class { 'ironic::neutron':
  password => 'ironic_pass',
  auth_url => 'http://keystone.example.com:5000',
}
class { 'ironic::service_catalog':
  password => 'ironic_pass',
}
class { 'ironic::policy':
  policies => {
    'baremetal:node:get' => { 'key' => 'baremetal:node:get', 'value' => 'role:admin' },
  },
}
class { 'ironic::cors':
  allowed_origin => 'https://dashboard.example.com',
}
class { 'ironic::healthcheck': }
class { 'ironic::client': }
