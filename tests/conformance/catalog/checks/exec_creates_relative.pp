exec { 'a': command => '/bin/true', creates => 'relative' }
