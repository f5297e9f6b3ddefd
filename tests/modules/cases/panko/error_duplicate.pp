panko_config { 'DEFAULT/debug': value => true }
panko_config { 'DEFAULT/debug': value => false }
