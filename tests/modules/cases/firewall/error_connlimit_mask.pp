firewall { '100 x': connlimit_mask => 24 }
