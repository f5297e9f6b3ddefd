firewall { '100 x': action => 'ACCEPT' }
