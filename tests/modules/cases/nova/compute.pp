class { 'nova':
  default_transport_url => 'rabbit://openstack:rabbit_pass@10.0.0.11:5672/',
}
class { 'nova::placement':
  password => 'placement_pass',
}
class { 'nova::network::neutron':
  password => 'neutron_pass',
}
class { 'nova::pci':
  aliases => '[{"vendor_id": "8086", "product_id": "1520", "name": "nic"}]',
}
class { 'nova::compute::pci':
  passthrough => [
    { 'vendor_id' => '8086', 'product_id' => '1520', 'physical_network' => 'physnet1' },
  ],
}
class { 'nova::compute':
  vnc_enabled                   => true,
  vncserver_proxyclient_address => '10.0.0.31',
  vncproxy_host                 => 'controller.example.com',
  reserved_host_memory          => 1024,
}
class { 'nova::compute::libvirt':
  virt_type         => 'kvm',
  cpu_mode          => 'host-passthrough',
  migration_support => true,
}
