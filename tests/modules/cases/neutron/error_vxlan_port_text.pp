validate_vxlan_udp_port('port')
