exec { 'a': command => '/bin/true', environment => ['A=1', 'B'] }
