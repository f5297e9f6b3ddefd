file { ['/tmp/a', '/tmp/b']: ensure => file }
notify { 'n': require => File['/tmp/a', '/tmp/b'] }
notice(File['/tmp/a', '/tmp/b'])
