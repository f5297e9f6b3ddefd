firewall { '100 x': mask => '255.255.255.255' }
