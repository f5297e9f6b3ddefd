firewallchain { 'MY_CHAIN': }
