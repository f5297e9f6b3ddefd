firewall { '100 x': src_cc => 'de' }
