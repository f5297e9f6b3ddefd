firewall { '100 x': stat_mode => 'nth', stat_probability => '0.5' }
