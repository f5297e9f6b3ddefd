cloudkitty_config { 'debug': value => true }
