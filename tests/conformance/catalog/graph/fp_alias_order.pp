file { '/tmp/x': ensure => file }
file { '/tmp//x': ensure => file }
