firewall { '100 x': chain => 'PREROUTING' }
