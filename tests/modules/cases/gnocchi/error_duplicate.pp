gnocchi_config { 'DEFAULT/debug': value => true }
gnocchi_config { 'DEFAULT/debug': value => false }
