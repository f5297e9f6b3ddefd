alternative_entry { '/usr/bin/x': altlink => '/usr/bin/y', altname => 'y', priority => 'high' }
