firewallchain { 'INPUT:broute:ethernet': policy => accept }
