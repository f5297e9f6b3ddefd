firewall { '100 x': gid => 'root' }
