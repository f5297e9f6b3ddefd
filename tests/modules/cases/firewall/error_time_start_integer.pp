firewall { '100 x': time_start => 5 }
