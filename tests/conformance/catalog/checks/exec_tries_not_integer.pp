exec { 'a': command => '/bin/true', tries => 'x' }
