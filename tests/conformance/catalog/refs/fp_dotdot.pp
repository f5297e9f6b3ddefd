file { '/tmp/a/../x': ensure => file }
file { '/tmp/x': ensure => file }
