class { 'vswitch::dpdk':
  host_core_list => '1,2',
  pmd_core_list  => '3,4',
}
class { 'ovn::controller':
  ovn_remote          => 'tcp:10.0.0.10:6642,tcp:10.0.0.11:6642',
  ovn_encap_ip        => '10.0.0.22',
  ovn_encap_type      => 'vxlan',
  enable_dpdk         => true,
  datapath_type       => 'netdev',
  ovn_chassis_mac_map => ['physnet1:aa:bb:cc:dd:ee:ff'],
}
