exec { 'a': command => '/bin/true', creates => ['/a', 'b'] }
