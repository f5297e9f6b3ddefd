firewall { '100 x': proto => 'tcp6' }
