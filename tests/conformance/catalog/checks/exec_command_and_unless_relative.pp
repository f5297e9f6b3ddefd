exec { 'a': command => 'true', unless => 'test -f /x' }
