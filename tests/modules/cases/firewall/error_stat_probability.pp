firewall { '100 x': stat_mode => 'random', stat_probability => '1.5' }
