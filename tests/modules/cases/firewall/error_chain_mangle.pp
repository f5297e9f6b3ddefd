firewallchain { 'BROUTING:mangle:IPv4': }
