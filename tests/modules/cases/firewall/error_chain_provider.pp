firewallchain { 'INPUT:filter:IPv4': provider => 'ebtables' }
