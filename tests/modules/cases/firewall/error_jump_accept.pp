firewall { '100 x': jump => 'accept' }
