firewall { '100 x': dst_range => 'foo-10.0.0.3' }
