firewall { '100 x': limit => '5/sec', burst => '1.5' }
