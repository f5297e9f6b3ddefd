firewall { '100 x': burst => 5 }
