firewall { '100 x': rpfilter => 'strict' }
