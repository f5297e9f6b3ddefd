firewall { '100 x': ensure => 'running' }
