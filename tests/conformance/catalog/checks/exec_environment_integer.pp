exec { 'a': command => '/bin/true', environment => 5 }
