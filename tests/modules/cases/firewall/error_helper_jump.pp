firewall { '100 x': helper => 'ftp' }
