validate_tunnel_id_ranges('1:1000002')
