firewall { '100 x': src_range => File['/tmp/x'] }
