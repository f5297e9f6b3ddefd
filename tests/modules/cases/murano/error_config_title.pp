murano_config { 'debug': value => true }
