firewall { '100 x': jump => 'MARK', table => 'mangle', chain => 'PREROUTING', set_mark => '0x1ffffffff' }
