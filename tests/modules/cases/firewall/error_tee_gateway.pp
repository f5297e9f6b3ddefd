firewall { '100 x': table => 'mangle', chain => 'PREROUTING', jump => 'TEE' }
