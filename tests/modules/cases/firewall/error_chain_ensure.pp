firewallchain { 'MINE:filter:IPv4': ensure => 'gone' }
