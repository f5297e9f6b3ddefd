magnum_config { 'DEFAULT/debug': value => true }
magnum_config { 'DEFAULT/debug': value => false }
