vs_config { 'other_config:foo': value => 'x', skip_if_version => 2.17 }
