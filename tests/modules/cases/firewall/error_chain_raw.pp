firewallchain { 'INPUT:raw:IPv4': }
