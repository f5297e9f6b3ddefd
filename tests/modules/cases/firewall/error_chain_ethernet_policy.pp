firewallchain { 'MINE:filter:ethernet': policy => undef }
