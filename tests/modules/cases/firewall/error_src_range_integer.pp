firewall { '100 x': src_range => 5 }
