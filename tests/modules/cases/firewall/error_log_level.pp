firewall { '100 x': jump => 'LOG', log_level => 'loud' }
