designate_config { 'DEFAULT/debug': value => true }
designate_config { 'DEFAULT/debug': value => false }
