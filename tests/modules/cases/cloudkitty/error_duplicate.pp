cloudkitty_config { 'DEFAULT/debug': value => true }
cloudkitty_config { 'DEFAULT/debug': value => false }
