class { 'corosync': enable_secauth => false, bind_address => '192.168.2.10', multicast_address => '239.1.1.2' }
cs_property { 'stonith-enabled': value => 'false' }
cs_primitive { 'nginx_vip':
  primitive_class => 'ocf',
  primitive_type  => 'IPaddr2',
  provided_by     => 'heartbeat',
  parameters      => { 'ip' => '172.16.210.100', 'cidr_netmask' => '24' },
  operations      => { 'monitor' => { 'interval' => '10s' } },
}
cs_primitive { 'nginx_service':
  primitive_class => 'ocf',
  primitive_type  => 'nginx',
  provided_by     => 'heartbeat',
}
cs_colocation { 'vip_with_service': primitives => ['nginx_vip', 'nginx_service'] }
cs_order { 'vip_before_service': first => 'nginx_vip', second => 'nginx_service', kind => 'Mandatory' }
cs_group { 'web': primitives => ['nginx_vip', 'nginx_service'] }
