murano_config { 'DEFAULT/debug': value => true }
murano_config { 'DEFAULT/debug': value => false }
