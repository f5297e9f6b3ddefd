firewall { '100 x': stat_packet => 1 }
