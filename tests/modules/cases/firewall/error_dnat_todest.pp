firewall { '100 x': table => 'nat', chain => 'PREROUTING', jump => 'DNAT' }
