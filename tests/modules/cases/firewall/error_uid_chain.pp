firewall { '100 x': uid => 'root' }
