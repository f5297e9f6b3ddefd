file { '/tmp/x': ensure => file, owner => undef, content => '' }
notify { 'n': message => [1, {'a' => undef}] }
