firewall { '100 x': set_mark => '0x1' }
