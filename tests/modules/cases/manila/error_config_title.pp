manila_config { 'debug': value => true }
