firewallchain { 'FORWARD:nat:IPv6': }
