heat_config { 'DEFAULT/debug': value => true }
heat_config { 'DEFAULT/debug': value => false }
