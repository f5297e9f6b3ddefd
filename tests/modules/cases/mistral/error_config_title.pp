mistral_config { 'debug': value => true }
