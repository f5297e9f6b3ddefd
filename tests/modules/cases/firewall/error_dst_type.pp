firewall { '100 x': dst_type => ['LOCAL', 'local'] }
