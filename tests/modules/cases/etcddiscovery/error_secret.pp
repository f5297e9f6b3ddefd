etcddiscovery_config { 'a/b': value => 'x', secret => 'maybe' }
