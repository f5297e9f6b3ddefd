heat_config { 'debug': value => true }
