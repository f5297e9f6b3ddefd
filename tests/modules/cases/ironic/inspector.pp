include ironic
class { 'ironic::inspector::authtoken':
  password => 'inspector_pass',
}
class { 'ironic::inspector::db':
  database_connection => 'mysql+pymysql://inspector:inspector_pass@127.0.0.1/ironic-inspector',
}
class { 'ironic::inspector::db::mysql':
  password => 'inspector_pass',
}
class { 'ironic::keystone::auth_inspector':
  password => 'inspector_pass',
}
class { 'ironic::inspector::ironic':
  password => 'ironic_pass',
  auth_url => 'http://keystone.example.com:5000',
}
class { 'ironic::inspector':
  dnsmasq_interface  => 'eth1',
  dnsmasq_local_ip   => '192.168.24.1',
  dnsmasq_ip_subnets => [
    { 'ip_range' => '192.168.24.100,192.168.24.200', 'netmask' => '255.255.255.0', 'gateway' => '192.168.24.1' },
    { 'tag' => 'v6', 'ip_range' => 'fd00::100,fd00::200', 'netmask' => 'ffff:ffff:ffff:ffff::', 'gateway' => 'fd00::1' },
    { 'tag' => 'bad', 'ip_range' => '10.0.0.10,10.0.0.20', 'netmask' => 'not-an-address', 'gateway' => '::zz' },
  ],
  port_physnet_cidr_map => { '192.168.24.0/24' => 'physnet1' },
}
class { 'ironic::inspector::pxe_filter':
  driver => 'dnsmasq',
}
class { 'ironic::inspector::pxe_filter::dnsmasq': }
class { 'ironic::inspector::logging':
  debug => true,
}
