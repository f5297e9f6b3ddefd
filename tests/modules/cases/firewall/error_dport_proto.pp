firewall { '100 x': proto => 'icmp', dport => [80, '443'] }
