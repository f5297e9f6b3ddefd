validate_tunnel_id_ranges(['10:20', '30'])
