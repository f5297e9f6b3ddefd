firewall { '100 x': provider => 'ip6tables', proto => 'ipv6-icmp', icmp => 'source-quench' }
