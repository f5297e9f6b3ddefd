glance_cache_config { 'DEFAULT/a': value => 1, secret => 'maybe' }
