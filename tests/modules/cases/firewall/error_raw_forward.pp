firewall { '100 x': table => 'raw', chain => 'FORWARD' }
