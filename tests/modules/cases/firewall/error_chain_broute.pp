firewallchain { 'BROUTING:broute:IPv4': }
