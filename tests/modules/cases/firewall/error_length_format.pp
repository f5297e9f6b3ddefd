firewall { '100 x': length => 'big' }
