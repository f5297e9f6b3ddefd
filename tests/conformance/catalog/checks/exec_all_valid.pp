exec { 'a': command => '/bin/true', umask => '022', tries => '3', try_sleep => '1.5', environment => 'HOME=/root', creates => ['/a', '/b'], cwd => '/tmp' }
notice('all fine')
