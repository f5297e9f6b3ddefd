tempest_config { 'DEFAULT/debug': value => "a\tb" }
