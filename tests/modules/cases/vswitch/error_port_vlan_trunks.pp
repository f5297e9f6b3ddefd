vs_port { 'eth1': bridge => 'br-ex', vlan_trunks => [10, 'ten'] }
