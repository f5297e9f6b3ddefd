firewall { '100 x': chain => 'OUTPUT', jump => 'MASQUERADE' }
