firewall { '100 x': dst_range => '10.0.0.1-10.0.0.09' }
