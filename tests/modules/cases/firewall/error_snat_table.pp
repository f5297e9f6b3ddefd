firewall { '100 x': chain => 'OUTPUT', jump => 'SNAT', tosource => '10.0.0.1' }
