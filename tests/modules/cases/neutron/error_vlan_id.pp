validate_network_vlan_ranges(['physnet1:100:4095'])
