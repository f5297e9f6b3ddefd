nova_flavor { 'm1.tiny': is_public => 'maybe' }
