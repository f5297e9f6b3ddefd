file { '/tmp/a/b/../../c': ensure => file }
notice('x')
file { '/tmp/c': }
