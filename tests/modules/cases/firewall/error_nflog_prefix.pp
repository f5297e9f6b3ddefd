firewall { '100 x': jump => 'NFLOG', nflog_prefix => 'abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcde' }
