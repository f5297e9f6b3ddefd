firewall { '100 x': stat_mode => 'random', stat_packet => 2 }
