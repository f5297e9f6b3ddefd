placement_config { 'debug': value => true }
