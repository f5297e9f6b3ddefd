magnum_config { 'DEFAULT/debug': value => true, secret => 'maybe' }
