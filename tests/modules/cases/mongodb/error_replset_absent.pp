mongodb_replset { 'rs': ensure => absent }
