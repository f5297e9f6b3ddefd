murano_config { 'DEFAULT/debug': value => "a\tb" }
