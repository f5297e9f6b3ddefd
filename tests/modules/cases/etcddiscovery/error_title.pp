etcddiscovery_config { 'noslash': value => 'x' }
