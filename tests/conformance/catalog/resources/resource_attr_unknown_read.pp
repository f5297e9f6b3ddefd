file { '/tmp/x': ensure => file }
notice(File['/tmp/x']['owner'])
notice(File['/tmp/x']['bogus'])
