congress_config { 'DEFAULT/debug': value => true }
congress_config { 'DEFAULT/debug': value => false }
