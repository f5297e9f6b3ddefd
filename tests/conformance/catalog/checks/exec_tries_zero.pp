exec { 'a': command => '/bin/true', tries => 0 }
