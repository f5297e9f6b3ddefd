tempest_config { 'debug': value => true }
