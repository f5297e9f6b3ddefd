firewall { '100 x': recent => 'check' }
