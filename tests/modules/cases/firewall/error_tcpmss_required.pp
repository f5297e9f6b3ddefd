firewall { '100 x': table => 'mangle', chain => 'FORWARD', jump => 'TCPMSS' }
