firewall { '100 x': jump => 'CT', zone => 1 }
