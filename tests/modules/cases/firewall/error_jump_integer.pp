firewall { '100 x': jump => 5 }
