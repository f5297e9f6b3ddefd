firewall { '100 x': hashlimit_name => 'h', hashlimit_upto => '5/sec', hashlimit_burst => 'x' }
