firewall { '100 x': src_range => '10.0.0.1' }
