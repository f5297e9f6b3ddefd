firewall { '100 x': jump => 'DNAT', todest => '10.0.0.1' }
