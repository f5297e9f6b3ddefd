file { '/tmp/x': ensure => file }
notice(defined(File['/tmp//x']))
notice(defined(File['/tmp/x/']))
notice(File['/tmp/x/'])
notify { 'n': before => File['/tmp//x'] }
notify { 'm': before => File['/tmp/x/'] }
