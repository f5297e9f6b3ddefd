firewall { '100 x': provider => 'ip6tables', hop_limit => 'x' }
