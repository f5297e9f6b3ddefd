firewall { '100 x': state => ['NEW', 'established'] }
