user { 'bob': ensure => 'maybe' }
