firewall { '100 x': jump => 'NFLOG', nflog_group => 70000 }
