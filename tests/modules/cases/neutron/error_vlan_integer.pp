validate_network_vlan_ranges([100])
