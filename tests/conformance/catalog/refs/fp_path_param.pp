file { 'a': path => '/tmp//x' }
file { '/tmp/x': ensure => file }
