class { 'neutron::db::mysql':
  password      => 'neutron_pass',
  allowed_hosts => ['10.0.0.%'],
}
class { 'neutron::keystone::auth':
  password     => 'neutron_pass',
  public_url   => 'http://controller.example.com:9696',
  internal_url => 'http://10.0.0.11:9696',
  admin_url    => 'http://10.0.0.11:9696',
}
class { 'neutron::keystone::authtoken':
  password             => 'neutron_pass',
  auth_url             => 'http://10.0.0.11:5000',
  www_authenticate_uri => 'http://controller.example.com:5000',
  memcached_servers    => ['10.0.0.11:11211'],
}
class { 'neutron::db':
  database_connection => 'mysql+pymysql://neutron:neutron_pass@10.0.0.11/neutron?charset=utf8',
}
class { 'neutron::logging':
  debug => true,
}
class { 'neutron':
  default_transport_url => os_transport_url({
    'transport' => 'rabbit',
    'hosts'     => ['10.0.0.11'],
    'username'  => 'openstack',
    'password'  => 'rabbit_pass',
  }),
  service_plugins       => ['router', 'metering'],
  bind_host             => '10.0.0.11',
  dns_domain            => 'example.com.',
}
class { 'neutron::server':
  sync_db => true,
  l3_ha   => true,
}
class { 'neutron::server::notifications::nova':
  password => 'nova_pass',
  auth_url => 'http://10.0.0.11:5000',
}
class { 'neutron::plugins::ml2':
  type_drivers         => ['flat', 'vlan', 'vxlan'],
  tenant_network_types => ['vxlan'],
  mechanism_drivers    => ['linuxbridge', 'l2population'],
  extension_drivers    => ['port_security'],
  flat_networks        => ['provider'],
  network_vlan_ranges  => ['provider:100:199', 'physnet2'],
  vni_ranges           => ['1:1000', '2000:3000'],
}
class { 'neutron::agents::ml2::linuxbridge':
  physical_interface_mappings => ['provider:eth1'],
  tunnel_types                => ['vxlan'],
  local_ip                    => '10.0.0.11',
  l2_population               => true,
}
class { 'neutron::agents::l3':
  interface_driver => 'linuxbridge',
}
class { 'neutron::agents::dhcp':
  interface_driver         => 'linuxbridge',
  enable_isolated_metadata => true,
}
class { 'neutron::agents::metadata':
  shared_secret => 'metadata_secret',
  metadata_host => '10.0.0.11',
}
