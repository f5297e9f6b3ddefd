class { 'keystone': catalog_type => 'ldap' }
