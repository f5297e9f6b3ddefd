class { 'ovn::controller':
  ovn_remote                => 'tcp:10.0.0.10:6642',
  ovn_encap_ip              => '10.0.0.21',
  ovn_bridge_mappings       => ['physnet1:br-ex'],
  bridge_interface_mappings => ['br-ex:eth1'],
  ovn_cms_options           => 'enable-chassis-as-gw',
  mac_table_size            => 50000,
  ovn_transport_zones       => ['tz1', 'tz2'],
  ovn_monitor_all           => true,
}
