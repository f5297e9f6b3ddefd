validate_network_vlan_ranges('physnet1:200:100')
