manila_config { 'DEFAULT/debug': value => true }
manila_config { 'DEFAULT/debug': value => false }
