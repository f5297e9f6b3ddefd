firewall { '100 x': jump => 'NFLOG', nflog_threshold => '1-2' }
