barbican_config { 'DEFAULT/debug': value => true }
barbican_config { 'DEFAULT/debug': value => false }
