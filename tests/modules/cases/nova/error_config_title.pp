nova_config { 'DEFAULT': value => 'x' }
