firewall { '100 x': jump => 'DSCP', table => 'mangle', chain => 'OUTPUT', set_dscp_class => 'af14' }
