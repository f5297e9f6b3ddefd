firewall { '100 x': jump => 'NFQUEUE', queue_num => '1-3' }
