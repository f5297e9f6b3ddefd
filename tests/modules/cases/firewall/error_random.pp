firewall { '100 x': random => 'yes', jump => 'DNAT', table => 'nat', chain => 'PREROUTING', todest => '10.0.0.1' }
