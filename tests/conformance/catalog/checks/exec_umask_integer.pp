exec { 'a': command => '/bin/true', umask => 22 }
