firewall { '100 x': zone => 1 }
