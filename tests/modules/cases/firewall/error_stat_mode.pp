firewall { '100 x': stat_mode => 'every' }
