notify { 'x': }
file { 'x': path => '/tmp/x' }
