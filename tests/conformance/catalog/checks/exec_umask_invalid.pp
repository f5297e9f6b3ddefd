exec { 'a': command => '/bin/true', user => 'nobody', umask => '999' }
