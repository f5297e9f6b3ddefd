firewall { '100 x': table => 'nat', chain => 'INPUT', jump => 'MASQUERADE' }
