user { 'bob': ensure => 'here' }
