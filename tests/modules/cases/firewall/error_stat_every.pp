firewall { '100 x': stat_mode => 'nth', stat_every => 'two' }
