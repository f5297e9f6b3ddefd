firewallchain { 'POSTROUTING:security:IPv4': }
