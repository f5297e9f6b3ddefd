firewallchain { 'PREROUTING:nat:IPv4': policy => drop }
