gnocchi_config { 'debug': value => true }
