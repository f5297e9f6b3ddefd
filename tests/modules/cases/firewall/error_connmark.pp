firewall { '100 x': connmark => '0x1/0xff' }
