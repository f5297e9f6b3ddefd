firewall { '100 x': table => 'mangle', chain => 'PREROUTING', jump => 'MARK', set_mark => '0x1/0x1ffffffff' }
