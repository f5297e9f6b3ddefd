file { '/tmp/x': ensure => file }
file { 'myfile': path => '/tmp/x' }
