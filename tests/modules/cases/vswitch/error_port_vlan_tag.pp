vs_port { 'eth1': bridge => 'br-ex', vlan_tag => 5000 }
