firewallchain { 'INPUT:filter:IPv4': purge => 'yes' }
