firewall { '100 x': src_range => '2001:db8::1-2001:db8::g' }
