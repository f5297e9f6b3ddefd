exec { 'a': command => '/bin/true', try_sleep => -1 }
