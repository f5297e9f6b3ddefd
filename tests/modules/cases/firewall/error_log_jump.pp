firewall { '100 x': log_prefix => 'x: ', action => 'accept' }
