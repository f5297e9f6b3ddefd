firewallchain { 'INPUT:filter:IPv4': ignore => [File['/tmp/x']] }
