sahara_config { 'DEFAULT/debug': value => true }
sahara_config { 'DEFAULT/debug': value => false }
