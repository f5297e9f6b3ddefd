firewall { '100 x': table => 'security' }
