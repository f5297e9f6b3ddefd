tempest_config { 'DEFAULT/debug': value => true }
tempest_config { 'DEFAULT/debug': value => false }
