glance_image { 'img': is_public => 'maybe' }
