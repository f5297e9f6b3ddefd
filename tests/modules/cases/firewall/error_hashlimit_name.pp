firewall { '100 x': hashlimit_name => 'h' }
