exec { 'a': command => '/bin/true', returns => 'x' }
