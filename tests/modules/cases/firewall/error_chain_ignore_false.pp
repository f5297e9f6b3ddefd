firewallchain { 'INPUT:filter:IPv4': purge => true, ignore => false }
