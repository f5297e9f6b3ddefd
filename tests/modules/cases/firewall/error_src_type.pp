firewall { '100 x': src_type => 'NOPE' }
