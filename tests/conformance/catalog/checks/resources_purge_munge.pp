resources { 'user': purge => 'maybe' }
