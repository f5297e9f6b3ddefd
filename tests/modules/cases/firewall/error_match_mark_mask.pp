firewall { '100 x': match_mark => '0x1/0xff' }
