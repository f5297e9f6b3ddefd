firewall { '100 x': chain => 'MY CHAIN' }
