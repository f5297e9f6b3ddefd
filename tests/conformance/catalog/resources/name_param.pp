file { 'x': path => '/tmp/p1' }
notify { 'n': name => 'other' }
