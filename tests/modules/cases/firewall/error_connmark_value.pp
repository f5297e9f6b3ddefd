firewall { '100 x': connmark => 'zz' }
