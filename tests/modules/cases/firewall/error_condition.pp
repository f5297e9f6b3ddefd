firewall { '100 x': condition => 5 }
