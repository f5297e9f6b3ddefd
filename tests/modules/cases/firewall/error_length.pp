firewall { '100 x': length => '100-70000' }
