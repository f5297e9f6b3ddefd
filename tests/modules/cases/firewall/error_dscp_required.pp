firewall { '100 x': table => 'mangle', chain => 'OUTPUT', jump => 'DSCP' }
