firewall { '100 x': mac_source => '00:11:22:33:44' }
