file { '/tmp//x': ensure => file }
notice(defined(File['/tmp/x']))
file { '/tmp/x': ensure => file }
