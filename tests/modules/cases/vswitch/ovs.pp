class { 'vswitch::ovs':
  enable_hw_offload => true,
  vlan_limit        => 2,
  vs_config         => {
    'external_ids:ovn-remote' => { 'value' => 'tcp:10.0.0.10:6642' },
    'other_config:max-idle'   => { 'value' => 10000, 'restart' => true },
  },
}
vs_bridge { 'br-ex':
  ensure       => present,
  external_ids => 'bridge-id=br-ex',
}
vs_port { 'eth1':
  ensure => present,
  bridge => 'br-ex',
}
vs_port { 'bond0':
  bridge      => 'br-ex',
  interface   => ['eth2', 'eth3'],
  bond_mode   => 'balance-tcp',
  lacp        => 'active',
  lacp_time   => 'fast',
  vlan_mode   => 'trunk',
  vlan_trunks => [10, '20', 30],
}
vs_port { 'tap0':
  bridge         => 'br-ex',
  interface_type => 'internal',
  vlan_mode      => 'access',
  vlan_tag       => 100,
}
vs_ssl { 'system':
  key_file  => '/etc/openvswitch/key.pem',
  cert_file => '/etc/openvswitch/cert.pem',
  ca_file   => '/etc/openvswitch/ca.pem',
  bootstrap => true,
}
