file { '/tmp/a': ensure => file }
file { '/tmp/a': ensure => directory }
