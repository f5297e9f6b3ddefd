class { 'ovn::controller':
  ovn_remote          => 'tcp:10.0.0.10:6642',
  ovn_encap_ip        => '10.0.0.21',
  ovn_bridge_mappings => 'physnet1:br-ex',
}
