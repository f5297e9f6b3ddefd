firewallchain { 'PREROUTING:filter:IPv4': }
