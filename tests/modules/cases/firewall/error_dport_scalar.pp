firewall { '100 x': proto => 'icmp', dport => '! 22' }
