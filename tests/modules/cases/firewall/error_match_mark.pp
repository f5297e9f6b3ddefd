firewall { '100 x': match_mark => 'zz' }
