vs_port { 'p': bridge => 'br0', vlan_trunks => [File['/tmp/x']] }
