user { 'u': provider => ldap, expiry => 'never' }
