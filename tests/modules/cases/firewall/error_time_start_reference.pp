firewall { '100 x': time_start => File['/tmp/x'] }
