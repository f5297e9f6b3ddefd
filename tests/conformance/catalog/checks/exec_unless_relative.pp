exec { 'a': command => '/bin/true', unless => 'test -f /x' }
