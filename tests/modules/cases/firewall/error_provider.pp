firewall { '100 x': provider => 'nftables' }
