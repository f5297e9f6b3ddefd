postgresql_conf { 'bad name!': value => '1' }
