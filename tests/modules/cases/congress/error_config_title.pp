congress_config { 'debug': value => true }
