exec { 'a': command => 'true', unless => 'test -f /x', path => '/bin' }
notice('fine')
