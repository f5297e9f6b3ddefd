file { '/etc/a': alias => '/tmp/x' }
file { '/tmp/./x': ensure => file }
