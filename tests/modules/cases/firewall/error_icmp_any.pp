firewall { '100 x': proto => 'icmp', icmp => 'any' }
