firewallchain { 'MINE:filter:IPv4': policy => drop }
