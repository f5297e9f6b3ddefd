magnum_config { 'debug': value => true }
