firewallchain { 'BROUTING:filter:ethernet': policy => accept }
