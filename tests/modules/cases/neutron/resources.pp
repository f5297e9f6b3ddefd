neutron_config {
  'DEFAULT/debug':           value => true;
  'database/connection':     value => 'mysql+pymysql://neutron:secret@db/neutron', secret => true;
  'DEFAULT/service_plugins': value => ['router'];
  'DEFAULT/old':             ensure => absent;
}
neutron_plugin_ml2 { 'ml2/type_drivers': value => 'flat,vlan' }
neutron_agent_linuxbridge { 'vxlan/enable_vxlan': value => true }
neutron_agent_ovs { 'ovs/bridge_mappings': value => 'physnet1:br-ex' }
neutron_l3_agent_config { 'DEFAULT/interface_driver': value => 'openvswitch' }
neutron_dhcp_agent_config { 'DEFAULT/enable_isolated_metadata': value => true }
neutron_metadata_agent_config { 'DEFAULT/metadata_proxy_shared_secret': value => 's', secret => true }
neutron_api_paste_ini { 'composite:neutron/use': value => 'egg:Paste#urlmap' }
neutron_rootwrap_config { 'DEFAULT/use_syslog': value => false }
ovn_metadata_agent_config { 'ovn/ovn_sb_connection': value => 'tcp:10.0.0.11:6642' }
neutron_network { 'public':
  ensure                    => present,
  router_external           => 'True',
  provider_network_type     => 'flat',
  provider_physical_network => 'provider',
  shared                    => true,
  mtu                       => 1500,
}
neutron_subnet { 'public_subnet':
  ensure           => present,
  cidr             => '203.0.113.0/24',
  ip_version       => '4',
  gateway_ip       => '203.0.113.1',
  enable_dhcp      => false,
  network_name     => 'public',
  allocation_pools => ['start=203.0.113.101,end=203.0.113.200'],
  dns_nameservers  => ['8.8.8.8'],
}
neutron_router { 'demo_router':
  ensure               => present,
  gateway_network_name => 'public',
  ha                   => true,
}
neutron_router_interface { 'demo_router:demo_subnet':
  ensure => present,
}
neutron_security_group { 'web':
  ensure      => present,
  description => 'web servers',
  project     => 'demo',
}
neutron_port { 'port1':
  ensure       => present,
  network_name => 'public',
  ip_address   => '203.0.113.150',
}
