firewall { '100 x': connlimit_above => 'ten' }
