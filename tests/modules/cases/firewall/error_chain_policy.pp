firewallchain { 'INPUT:filter:IPv4': policy => 'reject' }
