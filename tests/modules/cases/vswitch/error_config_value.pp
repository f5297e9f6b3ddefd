vs_config { 'other_config:foo': value => { 'a' => 1 } }
