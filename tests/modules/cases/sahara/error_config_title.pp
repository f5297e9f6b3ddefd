sahara_config { 'debug': value => true }
