aodh_config { 'DEFAULT/debug': value => true }
aodh_config { 'DEFAULT/debug': value => false }
