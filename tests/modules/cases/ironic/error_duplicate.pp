ironic_config { 'DEFAULT/debug': value => true }
ironic_config { 'DEFAULT/debug': value => false }
