exec { 'a': command => '/bin/true', environment => 'NOEQUALS' }
