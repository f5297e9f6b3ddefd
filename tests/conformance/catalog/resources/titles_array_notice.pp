$r = file { ['/tmp/a', '/tmp/b']: ensure => file }
notice($r)
notice(File['/tmp/a'][ensure])
