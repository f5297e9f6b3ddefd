firewall { '100 hop limit is no feature of iptables': hop_limit => 'x', isfirstfrag => 'maybe' }
firewall { '101 clusterip is no feature of ip6tables': provider => 'ip6tables', clusterip_new => 'maybe', isfragment => 'x', random_fully => 'x' }
