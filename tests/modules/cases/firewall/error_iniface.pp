firewall { '100 x': iniface => 'eth 0' }
