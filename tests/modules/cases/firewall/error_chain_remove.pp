firewallchain { 'INPUT:filter:IPv4': ensure => absent }
